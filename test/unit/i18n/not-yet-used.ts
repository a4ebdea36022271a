/**
 * Catalog keys no renderer uses yet: the labels still live in each renderer's labels module
 * until they move into the catalogs. Delete a key here when code starts using it; the
 * catalog test fails on a key that is neither used nor listed (an unused message).
 */
export const NOT_YET_USED: readonly string[] = [];
