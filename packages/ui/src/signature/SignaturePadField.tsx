import { useEffect, useRef, useState } from 'react';
import { Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { SIGNATURE_PEN_WIDTH, signatureBlob } from './signature';

type Props = {
  label: string;
  /** Shown under the pad when the signature is missing where the rules need it. */
  error?: string;
  /** The signature drawn so far (a PNG), or null. */
  value: Blob | null;
  /** A signature already stored (its link), shown until a new one is drawn. */
  storedUrl?: string;
  onChange: (signature: Blob | null) => void;
  testId?: string;
};

/**
 * A signature pad (field-app spec, section 2, "Dialogs: signature pad"; pen width 2.5 to 4.5, section 9):
 * the pen gets thinner the faster it moves, as a pen on paper. Each finished stroke hands the whole
 * signature on as a PNG.
 */
export function SignaturePadField({ label, error, value, storedUrl, onChange, testId }: Props) {
  const { t } = useTranslation('common');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [redraw, setRedraw] = useState(!storedUrl || value !== null);
  // The pad is made once per canvas but must hand a stroke to the latest onChange: one captured at mount
  // would write into the form as it was then (a second pad's signature dropped the first one's).
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !redraw) return;
    // The canvas is sized for the screen's pixel density, so the line is as sharp as the pen is wide.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, {
      minWidth: SIGNATURE_PEN_WIDTH.min,
      maxWidth: SIGNATURE_PEN_WIDTH.max,
      penColor: '#1a1b1e',
    });
    padRef.current = pad;
    const finish = () => void signatureBlob(canvas).then((blob) => onChangeRef.current(blob));
    pad.addEventListener('endStroke', finish);
    return () => {
      pad.removeEventListener('endStroke', finish);
      pad.off();
      padRef.current = null;
    };
  }, [redraw]);

  const clear = () => {
    padRef.current?.clear();
    setRedraw(true);
    onChange(null);
  };

  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <Stack gap={6} mt={4}>
        {redraw ? (
          <Paper withBorder radius="sm" style={{ touchAction: 'none' }}>
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={t('signature.signHere', { label })}
              style={{ width: '100%', height: 180, display: 'block', cursor: 'crosshair' }}
            />
          </Paper>
        ) : (
          <Paper withBorder radius="sm" p="xs">
            <Image src={storedUrl} alt={label} h={160} fit="contain" />
          </Paper>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {value ? t('signature.signed') : t('signature.signHint')}
          </Text>
          <Button size="xs" variant="default" onClick={clear}>
            {redraw ? t('signature.clear') : t('signature.change')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
