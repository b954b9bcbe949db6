import { aboutYodaOs as aboutYodaOsEn } from '../../content/developers.ts';
import { architectureLayers as architectureLayersEn } from '../../content/yodaos.ts';
import { cn } from '../../lib/cn.ts';
import { useContent } from '../../i18n/catalogue.tsx';

const tones = [
  'from-brand-600 to-brand-500 text-white',
  'from-ink-700 to-ink-800 text-white',
  'from-slate-200 to-slate-100 text-slate-900',
];

/** The three YodaOS-Sprite layers drawn as a stack (a picture: its text is the image description). */
export function LayerStack() {
  const aboutYodaOs = useContent('aboutYodaOs', aboutYodaOsEn);
  const architectureLayers = useContent('architectureLayers', architectureLayersEn);
  return (
    <div role="img" aria-label={aboutYodaOs.alt} className="grid gap-3">
      {architectureLayers.map((layer, index) => (
        <div
          key={layer.name}
          className={cn('rounded-2xl bg-gradient-to-br p-5 shadow-md', tones[index % tones.length])}
          style={{ marginInline: `${index * 0.75}rem` }}
        >
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{layer.name}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {layer.components.slice(0, 3).map((component) => (
              <li
                key={component}
                className={cn(
                  'rounded-md px-2.5 py-1 text-xs font-medium',
                  index === 2 ? 'bg-white text-slate-700' : 'bg-white/15',
                )}
              >
                {component}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
