/** Spec public-site 2.1: the stories overview and the authors list, within the site. */
export const storiesPath = '/stories';
export const storyContactsPath = '/stories/contacts';
