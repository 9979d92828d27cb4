# The reversed edges as lists, then a breadth-first search from t over them. O(n) time,
# O(n) space (the heavier form).
class Solution:
    def solve(self, f: List[int], t: int) -> int:
        rev = [[] for _ in range(len(f))]
        for i, y in enumerate(f):
            rev[y].append(i)
        seen = [False] * len(f)
        seen[t] = True
        queue = [t]
        for x in queue:
            for y in rev[x]:
                if not seen[y]:
                    seen[y] = True
                    queue.append(y)
        return len(queue)
