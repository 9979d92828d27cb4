# Fenwick (binary indexed) tree of prefix sums: O(log n) per operation; O(n) extra space.
class Solution:
    def solve(self, a: List[int], ops: List[List[int]]) -> List[int]:
        n = len(a)
        tree = [0] * (n + 1)
        for i, value in enumerate(a, 1):
            tree[i] += value
            parent = i + (i & -i)
            if parent <= n:
                tree[parent] += tree[i]
        answer = []
        for t, x, y in ops:
            if t == 1:
                delta = y - a[x - 1]
                a[x - 1] = y
                while x <= n:
                    tree[x] += delta
                    x += x & -x
            else:
                total = 0
                while y:
                    total += tree[y]
                    y &= y - 1
                x -= 1
                while x:
                    total -= tree[x]
                    x &= x - 1
                answer.append(total)
        return answer
