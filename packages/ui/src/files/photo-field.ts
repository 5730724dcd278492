/**
 * What a photo field takes (a report image, a receipt): the phone's takes, turns and crops a photo (mf-field's
 * PhotoField), the back office's chooses a file (mf-admin's ReceiptField); the time-record wizard takes either.
 */
export type PhotoFieldProps = {
  label: string;
  error?: string;
  /** A photo taken in this session, not yet sent. */
  value: Blob | null;
  /** The stored image's name, shown while no new photo is taken. */
  storedName?: string;
  /** The widest the stored photo may be (1600 px, 2000 px for receipts). */
  maxWidth: number;
  onChange: (photo: Blob | null) => void;
  testId?: string;
};
