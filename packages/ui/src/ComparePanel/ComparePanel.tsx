import {
  changeComparedVariant,
  removeComparisonGroup,
  removeFromComparison,
} from '@kmx/domain/comparison';
import { type LocaleView } from '@kmx/domain/view';
import { useEffect, useRef, useState } from 'react';
import { ComparisonView } from '../SiteApp/lazy-parts';
import { useMeasurementChoice } from '../PageLayout/MeasurementChoice';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ModalDialog } from '../ModalDialog';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import {
  answeredProducts,
  basketEntries,
  basketSlugs,
  groupTitle,
  panelGroups,
} from './compare-panel-view-model';
import { ComparePanelBasket } from './ComparePanelBasket';
import { useComparedProducts } from './use-compared-products';
import { useComparisonBasket } from './use-comparison-basket';

export interface ComparePanelProps {
  readonly locale: LocaleView;
  readonly siteSlug: string | null;
}

/** Which group the comparison view shows; kept after closing so the view can hand focus back. */
interface ViewState {
  readonly classificationSlug: string;
  readonly open: boolean;
}

/**
 * Spec public-site 2.5, 3.7, 4: while the basket holds products, a floating button opens the
 * panel with the basket by classification; each group opens the comparison view. Nothing is shown
 * on the server or before hydration, when the basket is not known.
 */
export function ComparePanel({ locale, siteSlug }: ComparePanelProps) {
  const messages = useMessages();
  const services = useSiteServices();
  const { basket, ready, dispatch } = useComparisonBasket();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ViewState | null>(null);
  // Spec public-site 4: the page's system, as the visitor last chose it (on the product page too).
  const { system, choose: chooseSystem } = useMeasurementChoice(locale.measurementSystem);
  const entries = basketEntries(basket);
  const loaded = useComparedProducts(services, locale.code, siteSlug, basketSlugs(basket), open);
  const viewedGroup = basket.groups.find(
    (group) => group.classificationSlug === view?.classificationSlug,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groupGone = view !== null && viewedGroup === undefined;

  // The view's last product was removed: its group and the button that opened it are gone, so
  // focus goes to the panel's heading instead of being lost.
  useEffect(() => {
    if (!groupGone) return;
    setView(null);
    headingRef.current?.focus();
  }, [groupGone]);

  // Nothing to show on the server, before hydration, or for an empty basket with the panel closed.
  if (!ready || (entries.length === 0 && !open)) return null;

  const remove = (key: string) => dispatch(removeFromComparison(key));

  return (
    <>
      {entries.length > 0 && (
        <button
          type="button"
          className="compare-panel__open"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {format(messages['comparison.open'], { count: String(entries.length) })}
        </button>
      )}
      <ModalDialog open={open} onClose={() => setOpen(false)} block="compare-panel">
        <ModalDialog.Title ref={headingRef}>
          {messages['comparison.panel.heading']}
        </ModalDialog.Title>
        <ComparePanelBasket
          groups={panelGroups(basket, loaded.bySlug, system)}
          status={loaded.status}
          onRetry={loaded.retry}
          onCompare={(classificationSlug) => setView({ classificationSlug, open: true })}
          onRemove={remove}
          onRemoveGroup={(slug) => dispatch(removeComparisonGroup(slug))}
        />
      </ModalDialog>
      {/* A sibling, not a child: React would pass the view's close and cancel on to the panel. */}
      {view !== null && (
        <ComparisonView
          key={view.classificationSlug}
          open={view.open && viewedGroup !== undefined}
          title={groupTitle(basket, loaded.bySlug, view.classificationSlug)}
          entries={viewedGroup?.products ?? []}
          products={answeredProducts(loaded.bySlug)}
          measurementSystem={system}
          onMeasurementSystemChange={chooseSystem}
          onChangeVariant={(key, variantId) => dispatch(changeComparedVariant(key, variantId))}
          onRemove={remove}
          onClose={() => setView({ ...view, open: false })}
        />
      )}
    </>
  );
}
