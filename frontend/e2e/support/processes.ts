// Child processes of the suite: the helpers every script and suite shares (scripts/lib/processes.ts).
export { freePort, stopProcess, waitUntilAnswering } from '../../../scripts/lib/processes';
