# Two pointers over all starts with monotone queues (lists with a head index) of the
# window's candidates for minimum and maximum: as l grows, the end of its longest bounded
# window never moves left, so one sweep finds every start's length, stored in a table.
# O(n) to build, O(1) per query; O(n) extra space.
class Solution:
    def solve(self, a: List[int], d: int, starts: List[int]) -> int:
        n = len(a)
        length = [0] * n
        qmin = []  # indices, values increasing; qmin[h1:] is the live part
        qmax = []  # indices, values decreasing; qmax[h2:] is the live part
        h1 = h2 = 0
        r = 0
        for l in range(n):
            while r < n:
                v = a[r]
                lo = a[qmin[h1]] if h1 < len(qmin) and a[qmin[h1]] < v else v
                hi = a[qmax[h2]] if h2 < len(qmax) and a[qmax[h2]] > v else v
                if hi - lo > d:
                    break
                while len(qmin) > h1 and a[qmin[-1]] >= v:
                    qmin.pop()
                qmin.append(r)
                while len(qmax) > h2 and a[qmax[-1]] <= v:
                    qmax.pop()
                qmax.append(r)
                r += 1
            length[l] = r - l
            if h1 < len(qmin) and qmin[h1] == l:
                h1 += 1
            if h2 < len(qmax) and qmax[h2] == l:
                h2 += 1
        return sum(length[l] for l in starts)
