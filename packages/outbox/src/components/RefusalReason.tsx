import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SendError } from '../outbox-db';
import { refusalOf } from '../refusal';

type Props = {
  error: SendError | undefined;
  /** Namespaces that hold the server's message keys besides `common` (e.g. the field errors of a form). */
  messageNamespaces?: readonly string[];
};

/** Why the server refused a report: its message and the messages of its field errors, translated. */
export function RefusalReason({ error, messageNamespaces = [] }: Props) {
  const { t } = useTranslation();
  const refusal = refusalOf(error);
  const message = (key: string) => t(key, { ns: ['common', ...messageNamespaces] });
  return (
    <>
      <Text size="sm" c="red">
        {message(refusal.messageKey)}
      </Text>
      {refusal.fieldKeys.length > 0 ? (
        <List size="sm">
          {refusal.fieldKeys.map((key) => (
            <List.Item key={key}>{message(key)}</List.Item>
          ))}
        </List>
      ) : null}
    </>
  );
}
