import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { instructionInputSchema, LANGUAGES, STORE_TYPES, type Instruction } from '@agecheck/contracts';
import { EmptyState, LoadState, PageHeader } from '@agecheck/ui';
import { useAllInstructions, useSaveInstruction } from '../catalog.api';
import { useCatalogForm } from '../catalog-form';

const LIST = '/admin/instruction';

/**
 * /admin/instruction/create (back-office spec, section 2; planung): a new store instruction by type, language
 * and description, or, with the param `instruction`, that instruction to change.
 */
export function InstructionCreatePage() {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('instruction');
  const instructions = useAllInstructions();
  if (!id) return <InstructionForm />;
  if (instructions.isPending || instructions.isError)
    return <LoadState error={instructions.error} onRetry={() => void instructions.refetch()} />;
  const instruction = instructions.data.find((entry) => entry._id === id);
  if (!instruction)
    return (
      <EmptyState
        title={t('common:util.notFound')}
        action={<Button onClick={() => void navigate(LIST)}>{t('common:util.back')}</Button>}
      />
    );
  return <InstructionForm instruction={instruction} />;
}

function InstructionForm({ instruction }: { instruction?: Instruction }) {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const save = useSaveInstruction();
  const { form, field, saveOutcome } = useCatalogForm(instructionInputSchema, {
    type: instruction?.type ?? (null as string | null),
    language: instruction?.language ?? (null as string | null),
    content: instruction?.content ?? '',
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...instructionInputSchema.parse(values), _id: instruction?._id },
      saveOutcome(() => void navigate(LIST)),
    ),
  );

  return (
    <Stack>
      <PageHeader
        title={t(instruction ? 'admin:catalog.instruction.edit' : 'admin:catalog.instruction.new')}
        description={t('admin:catalog.instruction.formDescription')}
      />
      <form onSubmit={submit} noValidate>
        <Paper withBorder radius="md" p="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('admin:catalog.instruction.type')}
                withAsterisk
                searchable
                data={[...STORE_TYPES]}
                {...field('type')}
              />
              <Select
                label={t('admin:catalog.instruction.language')}
                withAsterisk
                data={LANGUAGES.map((lang) => ({ value: lang, label: t(`common:lang.${lang}`) }))}
                {...field('language')}
              />
            </SimpleGrid>
            <Textarea
              label={t('admin:catalog.instruction.content')}
              withAsterisk
              autosize
              minRows={6}
              {...field('content')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(LIST)}>
                {t('common:util.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('common:util.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
    </Stack>
  );
}
