import type { MenuItemView } from '@kmx/domain/view';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FurnitureLink } from '../furniture/FurnitureLink';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../furniture/icons';
import { useHydrated } from '../furniture/use-hydrated';
import { useOutsideDismiss } from '../furniture/use-outside-dismiss';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { isNavKey, nextFocusIndex } from './nav-keys';

export interface MainNavigationProps {
  /** The header navigation of spec public-site 3.4, hidden items already left out. */
  readonly items: readonly MenuItemView[];
}

function SubItems({ items, level }: { readonly items: readonly MenuItemView[]; level: number }) {
  return (
    <ul className={`main-nav__submenu main-nav__submenu--level-${level}`}>
      {items.map((item, index) => (
        <li key={`${index}-${item.href}`} className="main-nav__subitem">
          <FurnitureLink link={item} className="main-nav__sublink" current={item.active} />
          {item.items.length > 0 && level < 3 && <SubItems items={item.items} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** A top item's mega menu: an overview link, its sub-items in columns and its teaser. */
function MegaMenu({ item }: { readonly item: MenuItemView }) {
  const messages = useMessages();
  return (
    <div className="main-nav__mega">
      <div className="main-nav__columns">
        <a className="main-nav__overview" href={item.href}>
          {format(messages['header.nav.overview'], { title: item.title })}
        </a>
        <SubItems items={item.items} level={2} />
      </div>
      {item.teaser && (
        <div className="main-nav__teaser">
          {item.teaser.title !== '' && (
            <p className="main-nav__teaser-title">{item.teaser.title}</p>
          )}
          {item.teaser.text !== '' && <p className="main-nav__teaser-text">{item.teaser.text}</p>}
        </div>
      )}
    </div>
  );
}

/** The links of an open panel and the controls of the top row, in document order. */
function controlsOf(root: Element | null, selector: string): HTMLElement[] {
  if (root === null) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => !element.hidden,
  );
}

/**
 * The header's main navigation. Top items are plain links, so the server's HTML is navigable
 * without script; their submenus (mega menus on wide screens: overview link, sub-items in
 * columns, the section's teaser; all drawn by the server) open with disclosure buttons once the
 * page is hydrated (before that, hover and keyboard focus reveal them through CSS). On small
 * screens a menu button shows and hides the whole list. Keyboard, after the WAI disclosure
 * navigation pattern: Enter and Space toggle a submenu; Left and Right (Home, End) move along the
 * top row; Down on a submenu button opens it and enters it, Up and Down move through its links;
 * Escape closes what is open and puts focus back on its button.
 */
export function MainNavigation({ items }: MainNavigationProps) {
  const messages = useMessages();
  const hydrated = useHydrated();
  const baseId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const submenuButtons = useRef(new Map<number, HTMLButtonElement>());

  const closeAll = useCallback(() => {
    setOpenIndex(null);
    setMenuOpen(false);
  }, []);
  useOutsideDismiss(navRef, openIndex !== null || menuOpen, closeAll);

  if (items.length === 0) return null;

  const onArrowKey = (event: KeyboardEvent): boolean => {
    if (!isNavKey(event.key) || !(event.target instanceof HTMLElement)) return false;
    const target = event.target;
    const panel = target.closest('.main-nav__panel');
    if (panel !== null) {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') return false;
      const links = controlsOf(panel, 'a[href]');
      const next = nextFocusIndex(event.key, links.length, links.indexOf(target));
      if (next !== null) links[next]?.focus();
      return true;
    }
    if (target.closest('.main-nav__row') === null) return false;
    if (event.key === 'ArrowDown' && target.classList.contains('main-nav__expand')) {
      const index = Number(target.dataset['index']);
      setOpenIndex(index);
      // The panel is in the DOM already (hidden): show it now, then enter it.
      const panelElement = target.closest('.main-nav__item')?.querySelector('.main-nav__panel');
      if (panelElement instanceof HTMLElement) {
        panelElement.hidden = false;
        controlsOf(panelElement, 'a[href]')[0]?.focus();
      }
      return true;
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return false;
    const row = controlsOf(navRef.current, '.main-nav__row > a, .main-nav__row > button');
    const next = nextFocusIndex(event.key, row.length, row.indexOf(target));
    if (next !== null) row[next]?.focus();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (onArrowKey(event)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Escape') return;
    if (openIndex !== null) {
      submenuButtons.current.get(openIndex)?.focus();
      setOpenIndex(null);
      event.stopPropagation();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
      event.stopPropagation();
    }
  };

  const listId = `${baseId}-list`;
  return (
    <nav
      ref={navRef}
      className={`main-nav ${hydrated ? 'main-nav--enhanced' : 'main-nav--static'}`}
      aria-label={messages['furniture.nav.label']}
      onKeyDown={onKeyDown}
    >
      <button
        ref={menuButtonRef}
        type="button"
        className="main-nav__toggle"
        aria-expanded={menuOpen}
        aria-controls={listId}
        hidden={!hydrated}
        onClick={() => {
          setMenuOpen(!menuOpen);
          setOpenIndex(null);
        }}
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
        <span className="main-nav__toggle-text">{messages['furniture.nav.menu']}</span>
      </button>
      {/* Before hydration, the same control as a link: the list opens as the fragment's target. */}
      <a className="main-nav__toggle" href={`#${listId}`} hidden={hydrated}>
        <MenuIcon />
        <span className="main-nav__toggle-text">{messages['furniture.nav.menu']}</span>
      </a>
      <ul id={listId} className={`main-nav__list${menuOpen ? ' main-nav__list--open' : ''}`}>
        {items.map((item, index) => {
          const panelId = `${baseId}-panel-${index}`;
          const open = openIndex === index;
          return (
            <li
              key={`${index}-${item.href}`}
              className={`main-nav__item${item.active ? ' main-nav__item--active' : ''}`}
            >
              <div className="main-nav__row">
                <FurnitureLink link={item} className="main-nav__link" current={item.active} />
                {item.items.length > 0 && (
                  <button
                    ref={(button) => {
                      if (button) submenuButtons.current.set(index, button);
                      else submenuButtons.current.delete(index);
                    }}
                    type="button"
                    className="main-nav__expand"
                    aria-expanded={open}
                    aria-controls={panelId}
                    data-index={index}
                    hidden={!hydrated}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <ChevronDownIcon />
                    <span className="visually-hidden">
                      {format(messages['furniture.nav.submenu'], { title: item.title })}
                    </span>
                  </button>
                )}
              </div>
              {item.items.length > 0 && (
                <div id={panelId} className="main-nav__panel" hidden={!open}>
                  <MegaMenu item={item} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
