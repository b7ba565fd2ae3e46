import { describe, expect, it } from 'vitest';
import { catalogueCapability } from './capability-mapping';

describe('catalogueCapability', () => {
  it('makes the slug from the name and keeps the image', () => {
    expect(
      catalogueCapability({ id: 7, name: 'Crimp-Höhe prüfen!', image_url: '/media/c.svg' }),
    ).toEqual({
      id: '7',
      name: 'Crimp-Höhe prüfen!',
      slug: 'crimp-hohe-prufen',
      image: '/media/c.svg',
    });
  });

  it('has no image when the service sends the text null', () => {
    expect(catalogueCapability({ id: 'cap', name: 'Taping', image_url: 'null' }).image).toBeNull();
  });
});
