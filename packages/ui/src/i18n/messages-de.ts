import { allAreas } from './all-areas';
import type { Messages } from './Messages';

export const messagesDe: Messages = Object.assign({}, ...allAreas.map((area) => area.de));
