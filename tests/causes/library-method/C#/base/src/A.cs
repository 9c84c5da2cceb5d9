public class A
{
    public bool Contains(int a)
    {
        return a > 0;
    }
}
