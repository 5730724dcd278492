import { canAccess } from '../access/access';

/**
 * Who may see a stored file (images, receipts and signatures are personal data; issue 7, decision 0013):
 * the user who uploaded it, and the back office (planung, and admin through planung) for every file. Any
 * other caller is answered as if the file did not exist.
 */
export function canReadFile(
  caller: { id: string; roles: readonly string[] },
  file: { userID: string },
): boolean {
  return file.userID === caller.id || canAccess(caller.roles, 'planung');
}
