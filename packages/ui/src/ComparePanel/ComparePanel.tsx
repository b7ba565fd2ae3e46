import { type CatalogueProduct } from '@kmx/domain/catalogue';
import {
  changeComparedVariant,
  comparedProductName,
  removeComparisonGroup,
  removeFromComparison,
  type ComparedProduct,
} from '@kmx/domain/comparison';
import { type LocaleView } from '@kmx/domain/view';
import { useEffect, useId, useRef, useState } from 'react';
import { ComparisonView } from '../SiteApp/lazy-parts';
import { variantName } from '../ComparisonView/comparison-table';
import { DialogHeader } from '../DialogHeader';
import { useModalDialog } from '../furniture/use-modal-dialog';
import { useMeasurementChoice } from '../PageLayout/MeasurementChoice';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { RetryAlert } from '../RetryAlert';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { readableSlug } from './readable-slug';
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
  const headingId = useId();
  const { basket, ready, dispatch } = useComparisonBasket();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ViewState | null>(null);
  // Spec public-site 4: the page's system, as the visitor last chose it (on the product page too).
  const { system, choose: chooseSystem } = useMeasurementChoice(locale.measurementSystem);
  const dialog = useModalDialog(open, () => setOpen(false));

  const entries = basket.groups.flatMap((group) => group.products);
  const slugs = [...new Set(entries.map((entry) => entry.slug))];
  const loaded = useComparedProducts(services, locale.code, siteSlug, slugs, open);
  const viewedGroup = basket.groups.find(
    (group) => group.classificationSlug === view?.classificationSlug,
  );
  const products = [...loaded.bySlug.values()].filter(
    (product): product is CatalogueProduct => product !== null,
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

  // The catalogue's name once loaded; before that, or for a product no longer offered here, the
  // name kept in the basket.
  const nameOf = (entry: ComparedProduct) =>
    loaded.bySlug.get(entry.slug)?.name ?? comparedProductName(entry);
  /** The classification's name in the page's language once a product of it is loaded. */
  const groupTitle = (classificationSlug: string) =>
    basket.groups
      .find((group) => group.classificationSlug === classificationSlug)
      ?.products.map((entry) => loaded.bySlug.get(entry.slug)?.classificationName)
      .find((name) => typeof name === 'string') ?? readableSlug(classificationSlug);
  const removeAll = () => {
    for (const group of basket.groups) dispatch(removeComparisonGroup(group.classificationSlug));
  };

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
      <dialog className="modal-dialog compare-panel" aria-labelledby={headingId} {...dialog}>
        <div className="compare-panel__box">
          <DialogHeader
            block="compare-panel"
            headingId={headingId}
            heading={messages['comparison.panel.heading']}
            onClose={() => setOpen(false)}
            headingRef={headingRef}
          />
          <div className="compare-panel__status" role="status">
            {loaded.status === 'pending' && messages['comparison.panel.loading']}
          </div>
          {loaded.status === 'error' && (
            <RetryAlert
              message={messages['comparison.panel.error']}
              retryLabel={messages['comparison.panel.retry']}
              onRetry={loaded.retry}
            />
          )}
          {basket.groups.length === 0 ? (
            <p className="compare-panel__empty">{messages['comparison.panel.empty']}</p>
          ) : (
            <>
              {basket.groups.map((group) => {
                const title = groupTitle(group.classificationSlug);
                return (
                  <section
                    key={group.classificationSlug}
                    className="compare-panel__group"
                    aria-label={title}
                  >
                    <h3 className="compare-panel__group-title">{title}</h3>
                    <ul className="compare-panel__products">
                      {group.products.map((entry) => {
                        const product = loaded.bySlug.get(entry.slug);
                        const variant = product?.variants.find(
                          (candidate) => candidate.id === entry.variantId,
                        );
                        return (
                          <li key={entry.key} className="compare-panel__product">
                            <span className="compare-panel__name">
                              {nameOf(entry)}
                              {variant !== undefined && (
                                <span className="compare-panel__variant">
                                  {variantName(variant, system)}
                                </span>
                              )}
                              {product === null && (
                                <span className="compare-panel__variant">
                                  {messages['comparison.panel.unavailable']}
                                </span>
                              )}
                            </span>
                            <button
                              type="button"
                              className="comparison-button comparison-button--quiet"
                              aria-label={format(messages['comparison.removeLabel'], {
                                product: nameOf(entry),
                              })}
                              onClick={() => dispatch(removeFromComparison(entry.key))}
                            >
                              {messages['comparison.remove']}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                    <div className="compare-panel__group-actions">
                      <button
                        type="button"
                        className="comparison-button comparison-button--primary"
                        aria-label={format(messages['comparison.panel.compareGroupLabel'], {
                          group: title,
                        })}
                        disabled={loaded.status !== 'success'}
                        onClick={() =>
                          setView({ classificationSlug: group.classificationSlug, open: true })
                        }
                      >
                        {messages['comparison.panel.compareGroup']}
                      </button>
                      <button
                        type="button"
                        className="comparison-button"
                        aria-label={format(messages['comparison.panel.removeGroupLabel'], {
                          group: title,
                        })}
                        onClick={() => dispatch(removeComparisonGroup(group.classificationSlug))}
                      >
                        {messages['comparison.panel.removeGroup']}
                      </button>
                    </div>
                  </section>
                );
              })}
              <button type="button" className="comparison-button" onClick={removeAll}>
                {messages['comparison.panel.removeAll']}
              </button>
            </>
          )}
        </div>
      </dialog>
      {/* A sibling, not a child: React would pass the view's close and cancel on to the panel. */}
      {view !== null && (
        <ComparisonView
          key={view.classificationSlug}
          open={view.open && viewedGroup !== undefined}
          title={groupTitle(view.classificationSlug)}
          entries={viewedGroup?.products ?? []}
          products={products}
          measurementSystem={system}
          onMeasurementSystemChange={chooseSystem}
          onChangeVariant={(key, variantId) => dispatch(changeComparedVariant(key, variantId))}
          onRemove={(key) => dispatch(removeFromComparison(key))}
          onClose={() => setView({ ...view, open: false })}
        />
      )}
    </>
  );
}
