import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleMinimalServiceView, exampleServiceView } from '../examples/catalogue-examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ServiceDetailPage } from './ServiceDetailPage';

describe('given a service with every field', () => {
  it('shows its name and both descriptions', () => {
    renderWithMessages(<ServiceDetailPage view={exampleServiceView} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preventive maintenance');
    expect(screen.getByText(/Scheduled maintenance by our engineers/)).toBeTruthy();
    expect(screen.getByText(/inspect, clean and calibrate/)).toBeTruthy();
  });

  it('lists the benefits and details that are filled, in order', () => {
    renderWithMessages(<ServiceDetailPage view={exampleServiceView} />);
    const benefits = within(screen.getByRole('region', { name: 'Benefits' })).getAllByRole(
      'listitem',
    );
    expect(benefits.map((item) => item.textContent)).toEqual([
      'Fewer unplanned stops',
      'Longer machine life',
      'Predictable costs',
      'Certified engineers',
      'Original spare parts',
    ]);
    const details = within(screen.getByRole('region', { name: 'Details' })).getAllByRole(
      'listitem',
    );
    expect(details.map((item) => item.textContent)).toEqual([
      'One or two visits a year',
      'Calibration certificate',
      'Wear parts included',
      'Available in 40 countries',
    ]);
  });

  it('shows the primary and the additional pictures', () => {
    renderWithMessages(<ServiceDetailPage view={exampleServiceView} />);
    expect(screen.getByRole('img', { name: 'An engineer at work' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Calibration' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Spare parts' })).toBeTruthy();
  });

  it('links a hosted video instead of framing it', () => {
    renderWithMessages(<ServiceDetailPage view={exampleServiceView} />);
    expect(
      screen
        .getByRole('link', { name: 'Watch the video: Preventive maintenance' })
        .getAttribute('href'),
    ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('plays a video file in the page', () => {
    const { container } = renderWithMessages(
      <ServiceDetailPage
        view={{
          ...exampleServiceView,
          service: {
            ...exampleServiceView.service,
            video: { url: '/media/care.mp4', thumbnailUrls: [], alt: 'Care' },
          },
        }}
      />,
    );
    expect(container.querySelector('video source')?.getAttribute('type')).toBe('video/mp4');
  });

  it('links related products, components, services and stories in the visitor locale', () => {
    renderWithMessages(<ServiceDetailPage view={exampleServiceView} />);
    const href = (region: string, name: string) =>
      within(screen.getByRole('region', { name: region }))
        .getByRole('link', { name })
        .getAttribute('href');
    expect(href('Related products', 'Autostrip 260')).toBe(
      '/en-ch/products/wire-processing/cut-and-strip/autostrip-260',
    );
    expect(href('Components', 'Crimp applicator CA 1')).toBe(
      '/en-ch/products/wire-processing/crimping/crimp-applicator-ca-1',
    );
    expect(href('Related services', 'Operator training')).toBe(
      '/en-ch/services/training/operator-training',
    );
    expect(href('Stories', 'Read the story: How a harness maker halved its changeover time')).toBe(
      '/en-ch/stories/faster-harness-lines',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<ServiceDetailPage view={exampleServiceView} />);
    await expectAccessible(container);
  });
});

describe('given a service with only its name and picture', () => {
  it('shows no empty sections', () => {
    renderWithMessages(<ServiceDetailPage view={exampleMinimalServiceView} />, 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preventive maintenance');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
