// Preloaded into a child command (node --import): the process stops itself (SIGSTOP) right after writing a stderr
// line containing STOP_AT_LINE, so a test can kill it at exactly that point of its work, with no timing.
const marker = process.env.STOP_AT_LINE ?? '';
const write = process.stderr.write.bind(process.stderr);
process.stderr.write = (chunk, ...rest) => {
  const written = write(chunk, ...rest);
  if (marker !== '' && String(chunk).includes(marker)) process.kill(process.pid, 'SIGSTOP');
  return written;
};
