/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { DateField } from './DateField';

// Field-app spec, section 9: dates as dd.MM.yyyy, weeks from Monday, the calendar in the interface language;
// the field's value is a `yyyy-MM-dd` text, as the contracts keep dates.
describe('DateField (field-app spec, section 9)', () => {
  it('shows a yyyy-MM-dd value as dd.MM.yyyy', async () => {
    await renderUi(<DateField label="Datum" value="2026-11-23" onChange={() => undefined} />);
    expect((screen.getByLabelText('Datum') as HTMLInputElement).value).toBe('23.11.2026');
  });

  it('reads a date typed as dd.MM.yyyy into yyyy-MM-dd', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderUi(<DateField label="Datum" onChange={onChange} />);
    await user.type(screen.getByLabelText('Datum'), '23.11.2026');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-11-23'));
  });

  it.each([
    ['de', 'November 2026', 'Mo'],
    ['fr', 'novembre 2026', 'lu'],
    ['it', 'novembre 2026', 'lu'],
  ] as const)(
    'opens the calendar in %s, the month named so and the week from Monday',
    async (lang, month, first) => {
      const user = userEvent.setup();
      await renderUi(
        <DateField
          label="Datum"
          defaultValue="2026-11-23"
          onChange={() => undefined}
          popoverProps={{ withinPortal: false }}
        />,
        { language: lang },
      );
      await user.click(screen.getByLabelText('Datum'));
      expect(await screen.findByRole('button', { name: month })).toBeTruthy();
      const weekdays = screen.getAllByRole('columnheader').map((header) => header.textContent?.toLowerCase());
      expect(weekdays[0]).toBe(first.toLowerCase());
      expect(weekdays).toHaveLength(7);
    },
  );
});
