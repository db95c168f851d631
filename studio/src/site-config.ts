/**
 * Project and dataset come from the worker's SANITY_PROJECT_ID / SANITY_DATASET, the one place
 * they are configured: the worker serves the Studio's page with them in a JSON data block
 * (src/worker/routes/studio.ts), read here at start-up. In Node (CLI: schema extract, typegen)
 * there is no page, so a placeholder project is used; those commands never contact it.
 */
export const STUDIO_CONFIG_ELEMENT_ID = 'studio-config';
export const PLACEHOLDER_PROJECT_ID = 'unconfigured';

export interface StudioSiteConfig {
  projectId: string;
  dataset: string;
}

export function readSiteConfig(): StudioSiteConfig {
  const fallback = { projectId: PLACEHOLDER_PROJECT_ID, dataset: 'production' };
  if (typeof document === 'undefined') return fallback;
  try {
    const raw = document.getElementById(STUDIO_CONFIG_ELEMENT_ID)?.textContent;
    const parsed = raw ? (JSON.parse(raw) as Partial<StudioSiteConfig>) : {};
    return {
      projectId: parsed.projectId || fallback.projectId,
      dataset: parsed.dataset || fallback.dataset,
    };
  } catch {
    return fallback;
  }
}
