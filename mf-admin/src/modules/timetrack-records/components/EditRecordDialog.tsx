import { useCallback, useState } from 'react';
import { Modal } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Shopper, Timetrack } from '@agecheck/contracts';
import { ConfirmDialog, useShell } from '@agecheck/ui';
import { TimetrackWizard } from '@agecheck/timetrack-form';
import { saveRecordAsAdmin } from '../admin-save';
import { recordsKeys } from '../timetrack-records.api';
import { ReceiptField } from './ReceiptField';

type Props = {
  record: Timetrack;
  onClose: () => void;
};

/**
 * The dialog "edit time record" (A-R6; back-office spec, section 2, L43, L73): the same five-step wizard as
 * the phone's, saved with `PUT api/timetrack/{id}` as the administrator (who may correct a locked record,
 * decision A-C6). Another user's record keeps its type, and its payout card offers its owner's shoppers.
 * Closing it by escape or the close button with changes not saved asks 'Wollen Sie die Bearbeitung
 * abbrechen?'; after the complete save the dialog closes and the list loads again.
 */
export function EditRecordDialog({ record, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const { api, user } = useShell();
  const client = useQueryClient();
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  const own = record.userID === user._id;
  const shoppers = useQuery({
    queryKey: ['shoppers', 'byUser', record.userID],
    queryFn: () => api.getOrEmpty<Shopper[]>(`/api/shoppers/byUser/${encodeURIComponent(record.userID)}`, []),
    enabled: !own && record.typ === 'testkaeufer',
  });
  const done = useCallback(() => {
    void client.invalidateQueries({ queryKey: recordsKeys.pages });
    onClose();
  }, [client, onClose]);
  const ask = () => (changed ? setAsking(true) : onClose());

  return (
    <>
      <Modal
        opened
        onClose={ask}
        title={t('admin:timetrackRecords.editTitle')}
        size="xl"
        closeOnClickOutside={false}
        closeOnEscape={!asking}
      >
        <TimetrackWizard
          id={record._id}
          stored={record}
          ownerRoles={own ? user.role : undefined}
          shoppers={own ? undefined : (shoppers.data ?? [])}
          save={(input, photos) => saveRecordAsAdmin(api, input, photos)}
          onDone={done}
          ReceiptField={ReceiptField}
          onChangedChange={setChanged}
        />
      </Modal>
      <ConfirmDialog
        opened={asking}
        message={t('common:util.cancelEdit')}
        confirmLabel={t('common:util.yes')}
        danger={false}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
