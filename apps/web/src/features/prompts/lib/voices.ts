import type { PromptVoice } from '@chatdesk/contracts';

/** The speech service's Brazilian Portuguese neural voices that are women's (the others are men's). */
const femaleVoices = new Set<PromptVoice>([
  'pt-BR-FranciscaNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-YaraNeural',
  'pt-BR-ThalitaNeural',
]);

/** How a voice is shown: 'texto' by its own key, a neural voice as its person's name and gender. */
export function voiceLabel(voice: PromptVoice): { key: 'texto' | 'female' | 'male'; name: string } {
  if (voice === 'texto') return { key: 'texto', name: '' };
  const name = voice.replace(/^pt-BR-/, '').replace(/Neural$/, '');
  return { key: femaleVoices.has(voice) ? 'female' : 'male', name };
}
