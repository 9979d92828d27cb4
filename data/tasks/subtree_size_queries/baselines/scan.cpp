// Walk right from the query's '(' keeping the bracket balance until it returns to zero:
// that position is the matching ')'. O(n) per query; O(1) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<int>& queries) {
        long long total = 0;
        for (int p : queries) {
            int i = p - 1, balance = 0;
            do {
                balance += s[i] == '(' ? 1 : -1;
                ++i;
            } while (balance != 0);
            total += (i - p + 1) / 2;
        }
        return total;
    }
};
