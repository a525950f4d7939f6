// The table `npm run bench` prints: one row per figure, with its reference and target.
import { isSkipped, type FigureResult } from './types'

function number(value: number): string {
  const magnitude = Math.abs(value)
  if (magnitude === 0) return '0'
  if (magnitude >= 100) return value.toFixed(0)
  if (magnitude >= 10) return value.toFixed(1)
  if (magnitude >= 1) return value.toFixed(2)
  return value.toFixed(3)
}

export function formatTable(results: readonly FigureResult[]): string {
  const header = ['figure', 'median', 'min', 'max', 'unit', 'runs', 'reference (median)', 'ratio', 'target', 'result']
  const rows = results.map((result) => {
    if (isSkipped(result)) return [result.title, '', '', '', '', '', '', '', '', `skipped: ${result.skipped}`]
    const { stats } = result
    return [
      result.title,
      number(stats.median),
      number(stats.min),
      number(stats.max),
      result.unit,
      String(stats.runs),
      result.reference ? `${result.reference.label}: ${number(result.reference.stats.median)}` : '—',
      result.ratio === undefined ? '—' : `${number(result.ratio)}×`,
      result.target?.text ?? '—',
      result.target === null ? '' : result.target.met ? 'met' : 'MISSED',
    ]
  })
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => [...(row[column] ?? '')].length)))
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
