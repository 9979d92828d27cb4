// The form most solutions take: each value's square-free part by dividing out d * d for
// every d with d * d <= x (x shrinks only by squares, so the loop runs to about sqrt(x),
// 64-bit products), counted in an unordered_map: each value pairs with every earlier one
// of the same square-free part. O(n sqrt V) expected time, O(n) extra space.
class Solution {
    static int squareFree(int x) {
        for (long long d = 2; d * d <= x; ++d) {
            long long sq = d * d;
            while (x % sq == 0) x /= (int)sq;
        }
        return x;
    }
public:
    long long solve(const vector<int>& a) {
        unordered_map<int, long long> seen;
        long long count = 0;
        for (int x : a) count += seen[squareFree(x)]++;
        return count;
    }
};
