import { describe, expect, it } from 'vitest';
import { modulesEn } from './areas/modules.en';
import { modulesJa } from './areas/modules.ja';
import { loadMessages } from './load-messages';
import { messagesJa } from './messages-ja';
import { loadModuleTexts } from './module-texts';

describe('the modules’ texts', () => {
  it('join the page’s one catalogue once loaded, in its language', async () => {
    // The first load's catalogue (the ui's tests load every part, these texts too, beforehand).
    expect(messagesJa).not.toHaveProperty('passwordGate.submit');
    const withModules = await loadModuleTexts('ja');
    expect(await loadMessages('ja')).toBe(withModules);
    expect(withModules['passwordGate.submit']).toBe(modulesJa['passwordGate.submit']);
    expect(withModules['notFound.title']).toBe(messagesJa['notFound.title']);
  });

  it('read English for a language without texts of its own', async () => {
    const texts = await loadModuleTexts('xx');
    expect(texts['passwordGate.label']).toBe(modulesEn['passwordGate.label']);
  });
});
