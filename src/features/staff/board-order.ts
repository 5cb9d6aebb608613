/** An order as a card of the staff board shows it (board-card.graphql). */
import type { BoardCardFragment } from './board-card.generated';

export type BoardOrder = BoardCardFragment;
