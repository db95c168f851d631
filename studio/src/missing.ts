/**
 * Which documents still lack a translation (the Studio's "Missing हिन्दी" lists, structure.ts): an
 * English document (language "en" or none) whose translation.metadata names no $lang version. A
 * draft translation counts as begun. Plain GROQ, so a test runs it on the demo dataset.
 */
export const BASE_FILTER = '(!defined(language) || language == "en")';

export const missingFilter = `_type == $type && ${BASE_FILTER} && count(
  *[_type == "translation.metadata"][references(^._id)].translations[language == $lang || _key == $lang]
) == 0`;
