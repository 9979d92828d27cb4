# The same two pointers as deque-table, with the monotone queues in collections.deque.
# O(n) to build, O(1) per query; O(n) extra space.
class Solution:
    def solve(self, a: List[int], d: int, starts: List[int]) -> int:
        n = len(a)
        length = [0] * n
        mn = collections.deque()
        mx = collections.deque()
        r = 0
        for l in range(n):
            while r < n:
                v = a[r]
                lo = min(a[mn[0]], v) if mn else v
                hi = max(a[mx[0]], v) if mx else v
                if hi - lo > d:
                    break
                while mn and a[mn[-1]] >= v:
                    mn.pop()
                mn.append(r)
                while mx and a[mx[-1]] <= v:
                    mx.pop()
                mx.append(r)
                r += 1
            length[l] = r - l
            if mn and mn[0] == l:
                mn.popleft()
            if mx and mx[0] == l:
                mx.popleft()
        return sum(length[l] for l in starts)
