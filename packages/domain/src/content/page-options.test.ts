import { describe, expect, it } from 'vitest';
import {
  effectiveTheme,
  initialPageOptions,
  pageOptionsReducer,
  sideButtonsShown,
} from './page-options';

describe('page options', () => {
  it('start with no cover hero, anchor navigation or table of contents, side buttons on and all panels closed', () => {
    expect(initialPageOptions('/en/company')).toEqual({
      path: '/en/company',
      coverHero: false,
      anchorNavigation: false,
      tableOfContents: false,
      sideButtons: true,
      newsFeedPanelOpen: false,
      comparePanelOpen: false,
      shareModal: { title: '', url: '', visible: false },
      themeOverride: null,
    });
  });

  it('switch the cover hero, anchor navigation, table of contents and side buttons', () => {
    let options = initialPageOptions('/en');
    options = pageOptionsReducer(options, { type: 'setCoverHero', shown: true });
    options = pageOptionsReducer(options, { type: 'setAnchorNavigation', shown: true });
    options = pageOptionsReducer(options, { type: 'setTableOfContents', shown: true });
    options = pageOptionsReducer(options, { type: 'setSideButtons', shown: false });
    expect(options).toMatchObject({
      coverHero: true,
      anchorNavigation: true,
      tableOfContents: true,
      sideButtons: false,
    });
  });

  it('open and close the news feed and compare panels', () => {
    let options = initialPageOptions('/en');
    options = pageOptionsReducer(options, { type: 'setNewsFeedPanelOpen', open: true });
    options = pageOptionsReducer(options, { type: 'setComparePanelOpen', open: true });
    expect(options).toMatchObject({ newsFeedPanelOpen: true, comparePanelOpen: true });
    options = pageOptionsReducer(options, { type: 'setNewsFeedPanelOpen', open: false });
    expect(options.newsFeedPanelOpen).toBe(false);
  });

  it('open the share modal with a title and url and close it again', () => {
    const opened = pageOptionsReducer(initialPageOptions('/en/stories/a'), {
      type: 'openShareModal',
      title: 'A story',
      url: 'https://example.com/en/stories/a',
    });
    expect(opened.shareModal).toEqual({
      title: 'A story',
      url: 'https://example.com/en/stories/a',
      visible: true,
    });
    const closed = pageOptionsReducer(opened, { type: 'closeShareModal' });
    expect(closed.shareModal.visible).toBe(false);
  });

  it('override the theme and drop the override', () => {
    const dark = pageOptionsReducer(initialPageOptions('/en'), {
      type: 'setThemeOverride',
      theme: 'Dark',
    });
    expect(effectiveTheme(dark, 'Default')).toBe('Dark');
    const back = pageOptionsReducer(dark, { type: 'setThemeOverride', theme: null });
    expect(effectiveTheme(back, 'Default')).toBe('Default');
  });

  it('reset on a path change', () => {
    let options = initialPageOptions('/en/company');
    options = pageOptionsReducer(options, { type: 'setCoverHero', shown: true });
    options = pageOptionsReducer(options, { type: 'setComparePanelOpen', open: true });
    expect(pageOptionsReducer(options, { type: 'pathChanged', path: '/en/stories' })).toEqual(
      initialPageOptions('/en/stories'),
    );
  });

  it('stay when the path did not change', () => {
    const options = pageOptionsReducer(initialPageOptions('/en'), {
      type: 'setTableOfContents',
      shown: true,
    });
    expect(pageOptionsReducer(options, { type: 'pathChanged', path: '/en' })).toBe(options);
  });

  it('ignore an action they do not know', () => {
    const options = initialPageOptions('/en');
    expect(pageOptionsReducer(options, { type: 'scroll' } as never)).toBe(options);
  });
});

describe('side buttons', () => {
  it('show unless the page or the site hides them', () => {
    expect(sideButtonsShown({ sideButtons: true }, { hideSideButtons: false })).toBe(true);
    expect(sideButtonsShown({ sideButtons: true }, { hideSideButtons: true })).toBe(false);
    expect(sideButtonsShown({ sideButtons: false }, { hideSideButtons: false })).toBe(false);
  });
});
