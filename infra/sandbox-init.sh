#!/bin/sh
# Entry point of the stack's judging containers (infra/compose.yaml): readies the cgroups the
# judge's sandbox uses (docs/sandbox.md), then runs the command.
#
# Each box puts its runs in a child group with the memory and pids controllers. Under cgroup v2
# a group can hand controllers to children only while no process sits in it, and a container
# starts with every process in its own root group: so they move into a leaf group, `init`,
# first, and children of the root get memory and pids. Under cgroup v1 the box makes its
# groups in the separate hierarchies as it is. A judge without cgroups would run solutions
# without kernel limits on memory and processes, so a read-only cgroup tree stops the
# container here instead.
set -eu
root=/sys/fs/cgroup

fail() {
  echo "best-sandbox-init: $1; the judge needs a writable cgroup tree (privileged: true, infra/compose.yaml)" >&2
  exit 1
}

if [ -f "$root/cgroup.controllers" ]; then
  [ -w "$root/cgroup.subtree_control" ] || fail "$root is read-only"
  # Only the container's own processes may move: those of a namespace of its own, at its root.
  [ "$(cat /proc/self/cgroup)" = "0::/" ] || fail "not at the root of a cgroup namespace of its own (cgroup: private)"
  mkdir -p "$root/init"
  while read -r pid; do
    # a process that exited meanwhile cannot be moved, and need not be
    echo "$pid" > "$root/init/cgroup.procs" 2>/dev/null || true
  done < "$root/cgroup.procs"
  echo "+memory +pids" > "$root/cgroup.subtree_control" || fail "cannot enable memory and pids in $root"
elif [ -d "$root/memory" ]; then
  [ -w "$root/memory" ] && [ -w "$root/pids" ] || fail "$root/memory or $root/pids is read-only"
fi
exec "$@"
