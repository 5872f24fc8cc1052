// wink-entities.js FILE... : the peer side of tests/benchmarks/peer/run.sh. Runs wink-nlp's entity
// pipeline (readDoc + entities) over each file, repeating the pass until two seconds have gone by, and
// prints one JSON line with MB/s (UTF-8 bytes, the same measure as extract_throughput): per second of the
// wall clock, and per second of the CPU time the process used (its garbage collector's threads included:
// work the pipeline causes).
'use strict';
const fs = require('fs');
const winkNLP = require('wink-nlp');
const model = require('wink-eng-lite-web-model');

const nlp = winkNLP(model);
const its = nlp.its;
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node wink-entities.js FILE...');
  process.exit(2);
}
const texts = files.map((f) => fs.readFileSync(f, 'utf8'));
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0);

const pass = () => {
  let entities = 0;
  for (const text of texts) entities += nlp.readDoc(text).entities().out(its.detail).length;
  return entities;
};
pass(); // warm up the JIT
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
let passes = 0;
let entities = 0;
do {
  entities += pass();
  passes += 1;
} while (Number(process.hrtime.bigint() - start) < 2e9);
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(JSON.stringify({
  tool: 'wink-nlp', files: texts.length, bytes, passes, seconds: +seconds.toFixed(3),
  MB_per_s: +((bytes * passes) / 1e6 / seconds).toFixed(3), cpu_seconds: +cpuSeconds.toFixed(3),
  MB_per_cpu_s: +((bytes * passes) / 1e6 / cpuSeconds).toFixed(3), entities_per_pass: Math.round(entities / passes),
}));
