/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { SignaturePadField } from './SignaturePadField';

// Field-app spec, section 2, "Dialogs: signature pad": the shopper or the cashier signs with a finger or a pen;
// each finished stroke hands the whole signature on as a PNG, "Neu unterschreiben" starts again, and a
// signature stored earlier is shown until "Unterschrift ändern". jsdom paints no pixels (see the kit), so
// these tests check what the pad hands on and what it says, not what it draws.
const LABEL = 'Unterschrift Testkäufer/in';
const PAD = `Unterschriftsfeld: ${LABEL}`;

type Props = Partial<Parameters<typeof SignaturePadField>[0]>;
const field = (props: Props = {}) => (
  <SignaturePadField label={LABEL} value={null} onChange={() => undefined} {...props} />
);

/** A stroke of the finger across the pad, from pressing it to lifting it. */
async function sign(user: ReturnType<typeof userEvent.setup>, lift = true) {
  const pad = screen.getByRole('img', { name: PAD });
  await user.pointer([
    { keys: '[MouseLeft>]', target: pad, coords: { clientX: 20, clientY: 40 } },
    { target: pad, coords: { clientX: 60, clientY: 80 } },
    { target: pad, coords: { clientX: 120, clientY: 60 } },
  ]);
  if (lift) await user.pointer({ keys: '[/MouseLeft]', target: pad });
}
const pngOf = (onChange: jest.Mock) =>
  waitFor(() => {
    expect(onChange).toHaveBeenCalledTimes(1);
    const [signature] = onChange.mock.calls[0] as [Blob | null];
    expect(signature).toBeInstanceOf(Blob);
    expect(signature?.type).toBe('image/png');
  });

describe('SignaturePadField (field-app spec, section 2, "Dialogs: signature pad")', () => {
  it('names the pad after its field and asks for a signature while there is none', async () => {
    await renderUi(field());
    expect(screen.getByText(LABEL)).toBeTruthy();
    expect(screen.getByRole('img', { name: PAD }).tagName).toBe('CANVAS');
    expect(screen.getByText('Mit dem Finger oder Stift im Feld unterschreiben.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu unterschreiben' })).toBeTruthy();
  });

  it('says a signature is there once it has one', async () => {
    await renderUi(field({ value: new Blob([], { type: 'image/png' }) }));
    expect(screen.getByText('Unterschrift erfasst.')).toBeTruthy();
    expect(screen.queryByText('Mit dem Finger oder Stift im Feld unterschreiben.')).toBeNull();
  });

  it('shows why a missing signature stops the report', async () => {
    const { rerender } = await renderUi(field());
    expect(screen.queryByText('Bitte unterschreiben.')).toBeNull();
    rerender(field({ error: 'Bitte unterschreiben.' }));
    expect(screen.getByText('Bitte unterschreiben.')).toBeTruthy();
  });

  it('hands the signature on as a PNG when the stroke is finished, not before', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderUi(field({ onChange }));
    await sign(user, false);
    expect(onChange).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('img', { name: PAD }) });
    await pngOf(onChange);
  });

  it('hands a stroke to the onChange of the latest render, not to the one of the first', async () => {
    const first = jest.fn();
    const latest = jest.fn();
    const user = userEvent.setup();
    const { rerender } = await renderUi(field({ onChange: first }));
    rerender(field({ onChange: latest }));
    await sign(user);
    await pngOf(latest);
    expect(first).not.toHaveBeenCalled();
  });

  it('"Neu unterschreiben" drops the signature, and the pad takes a new one', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderUi(field({ onChange, value: new Blob([], { type: 'image/png' }) }));
    await user.click(screen.getByRole('button', { name: 'Neu unterschreiben' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
    onChange.mockClear();
    await sign(user);
    await pngOf(onChange);
  });

  it('shows a stored signature until "Unterschrift ändern" opens the pad', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderUi(field({ onChange, storedUrl: 'https://files.example/signature.png' }));
    expect(screen.getByRole('img', { name: LABEL }).getAttribute('src')).toBe(
      'https://files.example/signature.png',
    );
    expect(screen.queryByRole('img', { name: PAD })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unterschrift ändern' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img', { name: LABEL })).toBeNull();
    expect(screen.getByRole('button', { name: 'Neu unterschreiben' })).toBeTruthy();
    onChange.mockClear();
    await sign(user);
    await pngOf(onChange);
  });

  it('shows the pad, not the stored signature, once a new one was drawn', async () => {
    await renderUi(
      field({ storedUrl: 'https://files.example/signature.png', value: new Blob([], { type: 'image/png' }) }),
    );
    expect(screen.getByRole('img', { name: PAD })).toBeTruthy();
    expect(screen.queryByRole('img', { name: LABEL })).toBeNull();
  });
});
