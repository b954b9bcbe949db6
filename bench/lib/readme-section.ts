import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces one benchmark's section of bench/README.md, kept between `<!-- bench:NAME -->` and
 * `<!-- /bench:NAME -->` so each benchmark rewrites only its own table; appended the first time.
 */
export function replaceReadmeSection(readme: string, name: string, body: string) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const text = existsSync(readme) ? readFileSync(readme, 'utf8') : '# Benchmarks\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(readme, next);
}
