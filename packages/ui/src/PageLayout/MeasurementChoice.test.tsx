import type { MeasurementSystem } from '@kmx/domain/site';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { exampleComparisonServices } from '../examples/comparison-examples';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { MeasurementChoiceProvider, useMeasurementChoice } from './MeasurementChoice';

/** A part of the page that shows the system and switches to the other one. */
function Part({ name, initial }: { readonly name: string; readonly initial: MeasurementSystem }) {
  const { system, choose } = useMeasurementChoice(initial);
  return (
    <button type="button" onClick={() => choose(system === 'Metric' ? 'Imperial' : 'Metric')}>
      {`${name}: ${system}`}
    </button>
  );
}

function renderWithServices(children: ReactNode) {
  const services = exampleComparisonServices();
  const remember = vi.spyOn(services, 'rememberMeasurementSystem');
  render(<SiteServicesProvider services={services}>{children}</SiteServicesProvider>);
  return remember;
}

describe("the page's measurement system (spec public-site 4)", () => {
  it('is one for every part of a page, starting from the system the server rendered', () => {
    const remember = renderWithServices(
      <MeasurementChoiceProvider initial="Imperial">
        <Part name="product" initial="Metric" />
        <Part name="comparison" initial="Metric" />
      </MeasurementChoiceProvider>,
    );
    expect(screen.getByRole('button', { name: 'comparison: Imperial' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'product: Imperial' }));
    expect(screen.getByRole('button', { name: 'comparison: Metric' })).toBeTruthy();
    expect(remember).toHaveBeenCalledExactlyOnceWith('Metric');
  });

  it('is kept by each part on its own outside a page layout', () => {
    const remember = renderWithServices(
      <>
        <Part name="product" initial="Metric" />
        <Part name="comparison" initial="Metric" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'product: Metric' }));
    expect(screen.getByRole('button', { name: 'product: Imperial' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'comparison: Metric' })).toBeTruthy();
    expect(remember).toHaveBeenCalledExactlyOnceWith('Imperial');
  });
});
