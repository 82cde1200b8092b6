import type { FlowNodeType } from '@chatdesk/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import AltRoute from '@mui/icons-material/AltRoute';
import Audiotrack from '@mui/icons-material/Audiotrack';
import Chat from '@mui/icons-material/Chat';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Image from '@mui/icons-material/Image';
import ListAlt from '@mui/icons-material/ListAlt';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Psychology from '@mui/icons-material/Psychology';
import Quiz from '@mui/icons-material/Quiz';
import Shuffle from '@mui/icons-material/Shuffle';
import SmartToy from '@mui/icons-material/SmartToy';
import Timer from '@mui/icons-material/Timer';
import Videocam from '@mui/icons-material/Videocam';
import ViewAgenda from '@mui/icons-material/ViewAgenda';

/** Each node type's icon on the canvas and in the speed dial. */
export const flowNodeIcons: Record<FlowNodeType, SvgIconComponent> = {
  start: PlayArrow,
  message: Chat,
  interval: Timer,
  condition: AltRoute,
  menu: ListAlt,
  img: Image,
  audio: Audiotrack,
  video: Videocam,
  randomizer: Shuffle,
  singleBlock: ViewAgenda,
  ticket: ConfirmationNumber,
  typebot: SmartToy,
  openai: Psychology,
  question: Quiz,
};

/**
 * The speed dial's node types (spec 3 §2: Inicio, Conteúdo, Menu, Randomizador, Intervalo, Ticket,
 * TypeBot, OpenAI, Pergunta, and the condition of the issue). Text, image, audio and video are the
 * content node's cards; flows that hold them as nodes of their own still show and edit them.
 */
export const dialNodeTypes = [
  'start',
  'singleBlock',
  'menu',
  'randomizer',
  'interval',
  'condition',
  'ticket',
  'typebot',
  'openai',
  'question',
] as const satisfies readonly FlowNodeType[];
