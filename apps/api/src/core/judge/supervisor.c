/*
 * KodeSchool judge supervisor: runs as PID 1 of a bubblewrap sandbox (bwrap --as-pid-1).
 *
 *   supervisor CPU_MS WALL_MS MEM_KB NPROC FSIZE_BYTES AS_BYTES STACK_BYTES -- PROGRAM ARGS...
 *
 * Forks PROGRAM with rlimits (processes, file size, no core dumps, optional address space and a
 * per-process CPU backstop), then every few milliseconds reaps children and reads /proc (which
 * shows only this sandbox's PID namespace): CPU of the whole tree (live processes plus reaped
 * ones) against CPU_MS, the summed resident memory against MEM_KB, elapsed time against WALL_MS.
 * When the program exits or a limit is hit, every other process in the namespace is killed.
 * One line is written to fd 3:
 *   result=<exited|signaled|cpu|wall|memory> code=N signal=N cpu_ms=N wall_ms=N mem_kb=N
 * Compiled once per server start into a cache directory (core/judge/sandbox.ts).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static long long tv_ms(struct timeval tv) {
  return (long long)tv.tv_sec * 1000 + tv.tv_usec / 1000;
}

/* Sums CPU (own + waited-for children) and RSS of every live process but this one. */
static void scan_proc(long long *cpu_ms, long long *rss_kb) {
  static long ticks = 0, page_kb = 0;
  if (!ticks) ticks = sysconf(_SC_CLK_TCK);
  if (!page_kb) page_kb = sysconf(_SC_PAGESIZE) / 1024;
  *cpu_ms = 0;
  *rss_kb = 0;
  DIR *d = opendir("/proc");
  if (!d) return;
  struct dirent *e;
  char path[64], buf[1024];
  while ((e = readdir(d))) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
    if (strcmp(e->d_name, "1") == 0) continue;
    snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) continue;
    buf[n] = 0;
    char *p = strrchr(buf, ')');
    if (!p) continue;
    /* fields after ") ": 3 state … 14 utime 15 stime 16 cutime 17 cstime … 24 rss */
    unsigned long long utime = 0, stime = 0;
    long long cutime = 0, cstime = 0, rss = 0;
    char state;
    if (sscanf(p + 2,
               "%c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld %lld %*d %*d %*d %*d "
               "%*u %*u %lld",
               &state, &utime, &stime, &cutime, &cstime, &rss) != 6)
      continue;
    *cpu_ms += (long long)(utime + stime + cutime + cstime) * 1000 / ticks;
    if (state != 'Z') *rss_kb += rss * page_kb;
  }
  closedir(d);
}

static void kill_all(void) {
  /* From PID 1 of a PID namespace, kill(-1) reaches every other process in it. */
  kill(-1, SIGKILL);
}

int main(int argc, char **argv) {
  if (argc < 10 || strcmp(argv[8], "--") != 0) {
    fprintf(stderr, "usage: supervisor CPU_MS WALL_MS MEM_KB NPROC FSIZE AS STACK -- PROGRAM...\n");
    return 2;
  }
  long long cpu_limit = atoll(argv[1]), wall_limit = atoll(argv[2]), mem_limit = atoll(argv[3]);
  long long nproc = atoll(argv[4]), fsize = atoll(argv[5]), as = atoll(argv[6]);
  long long stack = atoll(argv[7]);
  FILE *out = fdopen(3, "w");
  prctl(PR_SET_DUMPABLE, 0); /* the program may not ptrace or read this process */

  long long start = now_ms();
  pid_t child = fork();
  if (child < 0) {
    if (out) fprintf(out, "result=signaled code=0 signal=0 cpu_ms=0 wall_ms=0 mem_kb=0\n");
    return 1;
  }
  if (child == 0) {
    close(3);
    /* lower priority than this supervisor, so a busy tree cannot starve the watchdog */
    setpriority(PRIO_PROCESS, 0, 10);
    struct rlimit rl;
    rl.rlim_cur = rl.rlim_max = 0;
    setrlimit(RLIMIT_CORE, &rl);
    rl.rlim_cur = rl.rlim_max = (rlim_t)nproc;
    setrlimit(RLIMIT_NPROC, &rl);
    rl.rlim_cur = rl.rlim_max = (rlim_t)fsize;
    setrlimit(RLIMIT_FSIZE, &rl);
    rl.rlim_cur = rl.rlim_max = 256;
    setrlimit(RLIMIT_NOFILE, &rl);
    if (as > 0) {
      rl.rlim_cur = rl.rlim_max = (rlim_t)as;
      setrlimit(RLIMIT_AS, &rl);
    }
    if (stack > 0) {
      rl.rlim_cur = rl.rlim_max = (rlim_t)stack;
      setrlimit(RLIMIT_STACK, &rl);
    }
    /* per-process backstop; the tree's total is watched below */
    rl.rlim_cur = (rlim_t)(cpu_limit / 1000 + 1);
    rl.rlim_max = rl.rlim_cur + 1;
    setrlimit(RLIMIT_CPU, &rl);
    execv(argv[9], argv + 9);
    fprintf(stderr, "cannot run %s: %s\n", argv[9], strerror(errno));
    _exit(127);
  }

  const char *result = NULL;
  int code = 0, sig = 0, main_done = 0;
  long long reaped_cpu = 0, peak_kb = 0, cpu = 0, wall = 0;
  for (;;) {
    int status;
    struct rusage ru;
    pid_t pid;
    while ((pid = wait4(-1, &status, WNOHANG, &ru)) > 0) {
      reaped_cpu += tv_ms(ru.ru_utime) + tv_ms(ru.ru_stime);
      if (ru.ru_maxrss > peak_kb && ru.ru_maxrss > 0) {
        /* one process's own peak; sums of several live ones come from /proc below */
        if (ru.ru_maxrss > peak_kb) peak_kb = ru.ru_maxrss;
      }
      if (pid == child) {
        main_done = 1;
        if (WIFEXITED(status)) code = WEXITSTATUS(status);
        else if (WIFSIGNALED(status)) sig = WTERMSIG(status);
      }
    }
    long long live_cpu, rss_kb;
    scan_proc(&live_cpu, &rss_kb);
    if (rss_kb > peak_kb) peak_kb = rss_kb;
    cpu = reaped_cpu + live_cpu;
    wall = now_ms() - start;
    if (main_done) {
      result = sig ? "signaled" : "exited";
      break;
    }
    if (peak_kb > mem_limit) { result = "memory"; break; }
    if (cpu > cpu_limit) { result = "cpu"; break; }
    if (wall > wall_limit) { result = "wall"; break; }
    struct timespec ts = {0, wall < 200 ? 2000000 : 5000000};
    nanosleep(&ts, NULL);
  }
  /* A process forking while kill(-1) runs can slip through: kill again until none is left. */
  for (;;) {
    kill_all();
    int status;
    struct rusage ru;
    pid_t pid = wait4(-1, &status, WNOHANG, &ru);
    if (pid < 0 && errno == ECHILD) break;
    if (pid > 0) {
      reaped_cpu += tv_ms(ru.ru_utime) + tv_ms(ru.ru_stime);
      if (pid == child && !main_done && WIFSIGNALED(status)) sig = WTERMSIG(status);
      continue;
    }
    struct timespec ts = {0, 1000000};
    nanosleep(&ts, NULL);
  }
  if (reaped_cpu > cpu) cpu = reaped_cpu;
  /* the per-process CPU rlimit ends a process with SIGXCPU/SIGKILL: that is CPU time too */
  if ((strcmp(result, "signaled") == 0) && (sig == SIGXCPU || (sig == SIGKILL && cpu > cpu_limit)))
    result = "cpu";
  if (strcmp(result, "exited") == 0 || strcmp(result, "signaled") == 0) {
    if (cpu > cpu_limit) result = "cpu";
    else if (peak_kb > mem_limit) result = "memory";
  }
  if (out) {
    fprintf(out, "result=%s code=%d signal=%d cpu_ms=%lld wall_ms=%lld mem_kb=%lld\n", result,
            code, sig, cpu, wall, peak_kb);
    fclose(out);
  }
  return 0;
}
