import { useTheme } from '@mui/material/styles';
import EmojiPickerReact, { type PickerLabels } from 'emoji-picker-react';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Emoji names and categories in the user's language where the package has them (searching
 * 'coração' finds ❤️); English, built into the package, otherwise (it has no Turkish set).
 * Each set is its own chunk, loaded when the picker first opens.
 */
const datasets = {
  pt: () => import('emoji-picker-react/data/emojis-pt'),
  es: () => import('emoji-picker-react/data/emojis-es'),
};
type EmojiData = Awaited<ReturnType<(typeof datasets)['pt']>>['default'];

/**
 * The set is resolved before the picker renders (React `use`, under EmojiPicker's Suspense):
 * handed a loader, the picker mounts its list after the data arrives but attaches its click
 * listener only once, on first render, so picks were lost whenever the data came second.
 */
const datasetLoads = new Map<string, Promise<EmojiData | undefined>>();
function loadDataset(language: string): Promise<EmojiData | undefined> {
  let load = datasetLoads.get(language);
  if (!load) {
    const loader = datasets[language as keyof typeof datasets];
    load = loader ? loader().then((module) => module.default) : Promise.resolve(undefined);
    datasetLoads.set(language, load);
  }
  return load;
}

const labelKeys = [
  'searchPlaceholder',
  'searchLabel',
  'searchClear',
  'searchResultsNone',
  'searchResultsOne',
  'searchResultsMany',
  'categoryNavigation',
  'loading',
  'loadingError',
  'retryLoading',
  'skinToneNeutral',
  'skinToneLight',
  'skinToneMediumLight',
  'skinToneMedium',
  'skinToneMediumDark',
  'skinToneDark',
] as const satisfies readonly (keyof PickerLabels)[];

/** emoji-picker-react, themed and translated; this module is loaded lazily by EmojiPicker. */
export default function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const emojiData = use(loadDataset(i18n.language.split('-')[0] ?? ''));
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(`conversation.emojiPicker.${key}`)]));
  return (
    <EmojiPickerReact
      onEmojiClick={(data) => onPick(data.emoji)}
      emojiData={emojiData}
      labels={labels}
      theme={theme.palette.mode}
      previewConfig={{ showPreview: false }}
      lazyLoadEmojis
      width={340}
      height={380}
    />
  );
}
