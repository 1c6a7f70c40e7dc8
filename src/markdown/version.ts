/** Bumped when a Markdown plugin's output changes, so cached compilations are not reused. */
export const PIPELINE_VERSION = '9';
