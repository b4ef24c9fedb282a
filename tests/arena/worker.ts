// An arena worker process: plays the games it is sent and answers with their results,
// or with the error that stopped a game (the parent stops the run and prints it).
import { runJob, type Job } from './jobs.ts';

process.on('message', (job: Job) => {
  try {
    process.send!(runJob(job));
  } catch (e) {
    process.send!({ error: e instanceof Error ? (e.stack ?? e.message) : String(e), job });
  }
});
