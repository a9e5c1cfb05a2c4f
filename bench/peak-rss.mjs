// Preloaded into a command the catalog benchmark runs (`node --import ./bench/peak-rss.mjs …`):
// when the process exits, its peak resident set size (KB, the kernel's high-water mark) goes to
// the file PEAK_RSS_FILE names, so the figure is the command's own, up to its last instant.
import fs from 'node:fs';

process.on('exit', () => {
  if (process.env.PEAK_RSS_FILE) {
    fs.writeFileSync(process.env.PEAK_RSS_FILE, String(process.resourceUsage().maxRSS));
  }
});
