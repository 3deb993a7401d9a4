/**
 * Query pieces of the catalogue that other modules' reads join on (a destination's columns, an id or
 * slug match, the approved public reviews), so their meaning stays defined in one place.
 */
export {
  approvedPublicReview,
  destinationRefColumns,
  idOrSlugCondition,
  inOrderOf,
  type ItemKind,
} from './catalogue.repo.ts';
