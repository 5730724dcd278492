/**
 * @jest-environment jsdom
 */
import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { EditDialog } from './EditDialog';

// Back-office spec, section 2, "Dialogs": closing an edit dialog by escape, the close button or "Abbrechen"
// asks 'Wollen Sie die Bearbeitung abbrechen?' first.
describe('EditDialog (back-office spec, section 2, "Dialogs")', () => {
  const setup = async (dirty = true) => {
    const onClose = jest.fn();
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    await renderUi(
      <EditDialog
        title="Filiale bearbeiten"
        saving={false}
        onSubmit={onSubmit}
        onClose={onClose}
        dirty={dirty}
      >
        <TextInput label="Name" />
      </EditDialog>,
    );
    return { onClose, onSubmit, user };
  };

  it.each([
    [
      'Abbrechen',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Abbrechen' })),
    ],
    ['escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])(
    'asks before closing a changed form by %s; the question\'s "Abbrechen" keeps it open, "Ja" closes it',
    async (_how, close) => {
      const { onClose, user } = await setup();
      const question = async () => within(await screen.findByRole('dialog', { name: 'Sind Sie sicher?' }));
      await close(user);
      expect((await question()).getByText('Wollen Sie die Bearbeitung abbrechen?')).toBeTruthy();
      await user.click((await question()).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sind Sie sicher?' })).toBeNull());
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Filiale bearbeiten' })).toBeTruthy();

      await close(user);
      await user.click((await question()).getByRole('button', { name: 'Ja' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );

  it('closes an unchanged form at once, without a question', async () => {
    const { onClose, user } = await setup(false);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Wollen Sie die Bearbeitung abbrechen?')).toBeNull();
  });

  it('saves by "Speichern" and by Enter in a field', async () => {
    const { onSubmit, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await user.type(screen.getByLabelText('Name'), 'Coop Bern{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
