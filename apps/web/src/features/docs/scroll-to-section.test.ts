import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section';

function mountSection() {
  document.body.innerHTML =
    '<section id="troubleshooting"><h2 tabindex="-1">Troubleshooting</h2></section>';
  const section = document.getElementById('troubleshooting')!;
  const scrollIntoView = vi.fn();
  section.scrollIntoView = scrollIntoView;
  return { scrollIntoView, heading: section.querySelector('h2')! };
}

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('scrolls smoothly to the section, focuses its heading and leaves the hash alone', () => {
    window.location.hash = '#/docs';
    const { scrollIntoView, heading } = mountSection();
    scrollToSection('troubleshooting');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(heading);
    expect(window.location.hash).toBe('#/docs');
  });

  it('jumps without animation when the reader prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { scrollIntoView } = mountSection();
    scrollToSection('troubleshooting');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('does nothing for an unknown section', () => {
    expect(() => scrollToSection('nowhere')).not.toThrow();
  });
});
