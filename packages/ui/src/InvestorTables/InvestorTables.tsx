import type { InvestorData } from '@kmx/domain/content';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { formatChf, formatCount, formatIsoDate } from '../PageModules/intl-format';

export interface InvestorTablesProps {
  readonly investor: InvestorData;
  /** BCP 47 tag for numbers and dates, e.g. `de-CH`. */
  readonly locale: string;
}

/**
 * Spec public-site 2.5: the share table (share counts), the dividend table (amounts in CHF) and
 * the financial calendar, each shown when it has rows. Numbers and dates follow the visitor's
 * locale; the formatted cells may differ slightly between the server's and the browser's Intl
 * data, which is not worth a hydration warning.
 */
export function InvestorTables({ investor, locale }: InvestorTablesProps) {
  const messages = useMessages();
  const id = useId();
  const { shareCounts, dividends, financialCalendar } = investor;
  if (shareCounts.length === 0 && dividends.length === 0 && financialCalendar.length === 0) {
    return <p className="investor-tables__empty">{messages['investor.empty']}</p>;
  }
  return (
    <div className="investor-tables">
      {shareCounts.length > 0 && (
        <section className="investor-tables__section">
          <h2 id={`${id}-shares`}>{messages['investor.shares.title']}</h2>
          <div
            className="module-table-scroll"
            role="region"
            aria-labelledby={`${id}-shares`}
            tabIndex={0}
          >
            <table className="module-table">
              <thead>
                <tr>
                  <th scope="col">{messages['investor.shares.item']}</th>
                  <th scope="col" className="module-table__number">
                    {messages['investor.shares.count']}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shareCounts.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td className="module-table__number" suppressHydrationWarning>
                      {formatCount(row.count, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {dividends.length > 0 && (
        <section className="investor-tables__section">
          <h2 id={`${id}-dividends`}>{messages['investor.dividends.title']}</h2>
          <div
            className="module-table-scroll"
            role="region"
            aria-labelledby={`${id}-dividends`}
            tabIndex={0}
          >
            <table className="module-table">
              <thead>
                <tr>
                  <th scope="col">{messages['investor.dividends.year']}</th>
                  <th scope="col">{messages['investor.dividends.kind']}</th>
                  <th scope="col" className="module-table__number">
                    {messages['investor.dividends.amount']}
                  </th>
                  <th scope="col">{messages['investor.dividends.exDate']}</th>
                  <th scope="col">{messages['investor.dividends.paymentDate']}</th>
                </tr>
              </thead>
              <tbody>
                {dividends.map((row) => (
                  <tr key={`${row.financialYear}-${row.label}-${row.paymentDate}`}>
                    <th scope="row">{row.financialYear}</th>
                    <td>{row.label}</td>
                    <td className="module-table__number" suppressHydrationWarning>
                      {formatChf(row.amountChf, locale)}
                    </td>
                    <td suppressHydrationWarning>{formatIsoDate(row.exDate, locale)}</td>
                    <td suppressHydrationWarning>{formatIsoDate(row.paymentDate, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {financialCalendar.length > 0 && (
        <section className="investor-tables__section">
          <h2 id={`${id}-calendar`}>{messages['investor.calendar.title']}</h2>
          <div
            className="module-table-scroll"
            role="region"
            aria-labelledby={`${id}-calendar`}
            tabIndex={0}
          >
            <table className="module-table">
              <thead>
                <tr>
                  <th scope="col">{messages['investor.calendar.date']}</th>
                  <th scope="col">{messages['investor.calendar.event']}</th>
                </tr>
              </thead>
              <tbody>
                {financialCalendar.map((row) => (
                  <tr key={`${row.date}-${row.title}`}>
                    <td>
                      <time dateTime={row.date} suppressHydrationWarning>
                        {formatIsoDate(row.date, locale)}
                      </time>
                    </td>
                    <td>{row.title}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
