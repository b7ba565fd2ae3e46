import { allAreas } from './all-areas';
import type { Messages } from './Messages';

export const messagesEn: Messages = Object.assign({}, ...allAreas.map((area) => area.en));
