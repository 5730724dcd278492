import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CHIEF_POSITIONS,
  REASON_PRESETS,
  SIGNATURE_PROBLEMS,
  type ChiefPosition,
  type ReasonPreset,
  type SignatureProblem,
  presetKey,
} from '@agecheck/contracts';
import { useMessage } from '../../../i18n/use-message';
import { useFieldError, type StepProps } from './step-fields';

/**
 * Step 3, problem details, when regulations were not respected (field-app spec, section 5): the reason (the
 * fourth preset asks for the composed free text), the lot number for kt types, the signature problems and
 * the chief's position.
 */
export function ProblemStep({ draft, update, rules, errors }: StepProps) {
  const { t } = useTranslation('field');
  const error = useFieldError(errors);
  const text = useMessage();
  const signatures = { chief: draft.signatures?.chief ?? {}, cashier: draft.signatures?.cashier ?? {} };
  const problems = SIGNATURE_PROBLEMS.map((problem) => ({
    value: problem,
    label: text(presetKey.signatureProblem(problem)),
  }));

  return (
    <Stack>
      {rules.show.reason ? (
        <Select
          label={t('purchase.main.reasonTMP')}
          withAsterisk
          data={REASON_PRESETS.map((reason) => ({
            value: reason,
            label: text(presetKey.reason(reason)),
          }))}
          value={draft.reasonTMP ?? null}
          onChange={(value) => update({ reasonTMP: (value as ReasonPreset | null) ?? undefined })}
          error={error('reasonTMP')}
        />
      ) : null}
      {rules.show.composedReason ? (
        <Textarea
          label={t('purchase.main.reason')}
          withAsterisk
          autosize
          minRows={2}
          value={draft.reason ?? ''}
          onChange={(event) => update({ reason: event.currentTarget.value })}
          error={error('reason')}
        />
      ) : null}
      {rules.show.lotNumber ? (
        <TextInput
          label={t('purchase.main.articleLotNr')}
          withAsterisk
          value={draft.articleLotNr ?? ''}
          onChange={(event) => update({ articleLotNr: event.currentTarget.value })}
          error={error('articleLotNr')}
        />
      ) : null}
      {rules.show.signatures ? (
        <>
          <Select
            label={t('purchase.main.cashierProblem')}
            clearable
            data={problems}
            value={signatures.cashier.problem ?? null}
            onChange={(value) =>
              update({
                signatures: {
                  ...signatures,
                  cashier: {
                    ...signatures.cashier,
                    problem: (value as SignatureProblem | null) ?? undefined,
                  },
                },
              })
            }
            error={error('signatures.cashier.problem')}
          />
          <Select
            label={t('purchase.main.chiefProblem')}
            clearable
            data={problems}
            value={signatures.chief.problem ?? null}
            onChange={(value) =>
              update({
                signatures: {
                  ...signatures,
                  chief: { ...signatures.chief, problem: (value as SignatureProblem | null) ?? undefined },
                },
              })
            }
            error={error('signatures.chief.problem')}
          />
          <Select
            label={t('purchase.main.chiefPosition')}
            withAsterisk
            data={CHIEF_POSITIONS.map((position) => ({
              value: position,
              label: text(presetKey.chiefPosition(position)),
            }))}
            value={signatures.chief.position ?? null}
            onChange={(value) =>
              update({
                signatures: {
                  ...signatures,
                  chief: { ...signatures.chief, position: (value as ChiefPosition | null) ?? undefined },
                },
              })
            }
            error={error('signatures.chief.position')}
          />
        </>
      ) : null}
    </Stack>
  );
}
