// An arena worker process (issue #14): plays the games it is sent and answers with their results.
import { runJob, type Job } from './jobs.ts';

process.on('message', (job: Job) => {
  process.send!(runJob(job));
});
