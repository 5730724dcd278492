import { useState } from 'react';
import { Box, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  IconClock,
  IconCloudOff,
  IconHome,
  IconMail,
  IconPlus,
  IconSettings,
  useShell,
  type IconProps,
} from '@agecheck/ui';
import { askForPush, supportsPush } from '../push/ask-push';
import { INTRO_NAMESPACE } from './intro-namespace';
import { introSlidesFor, type IntroSlideId } from './intro-slides';

/** Each slide's picture: an icon of the set the app shows elsewhere (no images to download). */
const PICTURES: Record<IntroSlideId, (props: IconProps) => React.JSX.Element> = {
  welcome: IconHome,
  newPurchase: IconPlus,
  offline: IconCloudOff,
  time: IconClock,
  mail: IconMail,
  settings: IconSettings,
};

type Props = {
  /** Skip (the button or Escape) and finish both end the intro: the caller marks it seen. */
  onDone: () => void;
};

/**
 * The first-login intro (field-app spec, section 2, L54: "first-login intro (full-screen slides)"; decision
 * D-C16, 0049): a full-screen dialog with the slides of the user's roles, one at a time, skippable at any
 * slide and by Escape. The focus stays in the dialog on the button that goes on; each new slide is read out
 * (a polite live region). Loaded in a chunk of its own, with its texts, only when it is shown.
 */
export function IntroDialog({ onDone }: Props) {
  const { t } = useTranslation(INTRO_NAMESPACE);
  const { api, user } = useShell();
  const slides = introSlidesFor(user.role);
  const [index, setIndex] = useState(0);
  const [asking, setAsking] = useState(false);
  const slide = slides[index] ?? 'welcome';
  const last = index === slides.length - 1;
  const Picture = PICTURES[slide];
  // the browser has not been asked yet (once it was, the answer stands and /settings shows it)
  const [mayAsk] = useState(() => supportsPush() && Notification.permission === 'default');

  /**
   * The end of the intro with the push permission ask (D-C15): in this click, the user gesture that iOS
   * requires, never on its own. Whatever the answer (a refusal is stored as such), the intro ends.
   */
  const allowPushAndFinish = async () => {
    setAsking(true);
    try {
      await askForPush(api, user._id);
    } catch (error) {
      console.warn('the push registration could not be sent; /settings can ask again', error);
    } finally {
      onDone();
    }
  };

  return (
    <Modal
      opened
      onClose={onDone}
      fullScreen
      withCloseButton={false}
      title={t('title')}
      transitionProps={{ transition: 'fade', duration: 150 }}
      data-testid="intro"
    >
      <Stack align="center" justify="center" gap="lg" maw={480} mx="auto" mih="70vh">
        <ThemeIcon size={112} radius="xl" variant="light">
          <Picture size={64} />
        </ThemeIcon>
        <Box ta="center" aria-live="polite" data-testid="intro-slide">
          <Title order={3}>{t(`slide.${slide}.title`)}</Title>
          <Text mt="sm">{t(`slide.${slide}.text`)}</Text>
        </Box>
        <Text size="sm" c="dimmed">
          {t('step', { current: index + 1, total: slides.length })}
        </Text>
        <Group justify="space-between" w="100%">
          <Button variant="subtle" onClick={onDone}>
            {t('skip')}
          </Button>
          <Group gap="sm">
            {index > 0 ? (
              <Button variant="default" onClick={() => setIndex(index - 1)}>
                {t('back')}
              </Button>
            ) : null}
            {last && mayAsk ? (
              <Button variant="light" loading={asking} onClick={() => void allowPushAndFinish()}>
                {t('allowPush')}
              </Button>
            ) : null}
            <Button data-autofocus disabled={asking} onClick={last ? onDone : () => setIndex(index + 1)}>
              {last ? t('finish') : t('next')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
