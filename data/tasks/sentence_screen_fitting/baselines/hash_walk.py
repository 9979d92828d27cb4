# table-walk's r(i) list (two pointers), the walk's first visits kept in a dict
# (start -> (row, words before)): the common container form of the O(n) class.
# O(n) expected time, O(n) extra space.
class Solution:
    def solve(self, lens: List[int], cols: int, rows: int) -> int:
        n = len(lens)
        total = sum(lens) + n
        q, cap = divmod(cols + 1, total)
        r = [0] * n
        used = 0
        j = 0
        k = 0
        for i in range(n):
            if k == 0:
                j = i
                used = 0
            while used + lens[j] + 1 <= cap:
                used += lens[j] + 1
                k += 1
                j += 1
                if j == n:
                    j = 0
            r[i] = k
            if k:
                used -= lens[i] + 1
                k -= 1
        seen = {}
        s = 0
        x = 0
        row = 0
        while row < rows:
            if x in seen:
                row0, s0 = seen[x]
                lam = row - row0
                cyc = s - s0
                left = rows - row
                s += (left // lam) * cyc
                for _ in range(left % lam):
                    s += r[x]
                    x = (x + r[x]) % n
                break
            seen[x] = (row, s)
            s += r[x]
            x = (x + r[x]) % n
            row += 1
        return rows * q + s // n
