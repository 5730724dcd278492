import type { Dispatch, SetStateAction } from 'react';
import { Checkbox, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STORED_WIDTH } from '@agecheck/contracts';
import { PhotoField } from '../../evidence/components/PhotoField';
import { SignaturePadField } from '@agecheck/ui/signature-pad';
import type { PurchasePhotos } from '../purchase-sender';
import { useFieldError, type StepProps } from './step-fields';

type Props = StepProps & {
  photos: PurchasePhotos;
  /** Takes an update of the photos, so that two pads or fields finishing at once both count. */
  onPhotos: Dispatch<SetStateAction<PurchasePhotos>>;
};

/**
 * Step 4, files and signatures (field-app spec, sections 2 and 5): the report image when the report was
 * filled in on paper (manual upload), the receipt or 'no receipt' with its reason, and the cashier's and the
 * chief's signatures on the pad where the rules ask for them.
 */
export function EvidenceStep({ draft, update, rules, errors, photos, onPhotos }: Props) {
  const { t } = useTranslation('field');
  const error = useFieldError(errors);
  const setPhoto = (field: keyof PurchasePhotos) => (blob: Blob | null) =>
    onPhotos((now) => {
      const next = { ...now };
      if (blob) next[field] = blob;
      else delete next[field];
      return next;
    });

  return (
    <Stack>
      <Checkbox
        label={t('purchase.main.manualUpload')}
        checked={draft.manualUpload ?? false}
        onChange={(event) => update({ manualUpload: event.currentTarget.checked })}
      />
      {rules.show.image ? (
        <PhotoField
          label={t('purchase.main.image')}
          value={photos.image ?? null}
          storedName={draft.image}
          maxWidth={STORED_WIDTH.image}
          onChange={setPhoto('image')}
          error={error('image')}
          testId="photo-image"
        />
      ) : null}
      {rules.show.bill ? (
        <PhotoField
          label={t('purchase.main.bill')}
          value={photos.bill ?? null}
          storedName={draft.bill}
          maxWidth={STORED_WIDTH.receipt}
          onChange={setPhoto('bill')}
          error={error('bill')}
          testId="photo-bill"
        />
      ) : null}
      <Checkbox
        label={t('purchase.main.noReceipt')}
        checked={draft.noReceipt ?? false}
        onChange={(event) => update({ noReceipt: event.currentTarget.checked })}
      />
      {rules.show.noQuittReason ? (
        <Textarea
          label={t('purchase.main.noQuittReason')}
          withAsterisk
          value={draft.noQuittReason ?? ''}
          onChange={(event) => update({ noQuittReason: event.currentTarget.value })}
          error={error('noQuittReason')}
        />
      ) : null}
      {rules.show.cashierSignature ? (
        <SignaturePadField
          label={t('purchase.main.cashierSignature')}
          value={photos.cashierSignature ?? null}
          storedUrl={undefined}
          onChange={setPhoto('cashierSignature')}
          error={error('signatures.cashier')}
          testId="signature-cashier"
        />
      ) : null}
      {rules.show.chiefSignature ? (
        <SignaturePadField
          label={t('purchase.main.chiefSignature')}
          value={photos.chiefSignature ?? null}
          onChange={setPhoto('chiefSignature')}
          error={error('signatures.chief')}
          testId="signature-chief"
        />
      ) : null}
    </Stack>
  );
}
